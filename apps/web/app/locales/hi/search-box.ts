import type en from '../en/search-box';
import type { Catalogue } from '../catalogue';

export default {
  siteSearch: 'दुकान में खोजें',
  searchProducts: 'सामान खोजें',
  searchTitle: 'खोजने के लिए कोई शब्द लिखें',
  searchPlaceholder: 'पोशाक, मुकुट, झूला खोजें…',
  searchSuggestions: 'सुझाव',
  searchSuggestionsLabel: 'खोज के सुझाव',
  searchRecent: 'हाल की खोजें',
  searchTrending: 'लोकप्रिय खोजें',
  searchCollection: 'कलेक्शन',
  searchFailed: 'खोज नहीं हो पाई',
  searchNone: '“{typed}” के लिए कोई सुझाव नहीं। खोजने के लिए Enter दबाएँ।',
  searchClear: 'हाल की खोजें मिटाएँ',
  'trending:Krishna Dress': 'कृष्ण पोशाक',
  'trending:Laddu Gopal': 'लड्डू गोपाल',
  'trending:Flute': 'बाँसुरी',
  'trending:Festival Collection': 'त्योहार संग्रह',
  'trending:Peacock Feather': 'मोरपंख',
} satisfies Catalogue<typeof en>;
