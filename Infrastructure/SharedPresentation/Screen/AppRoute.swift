/// A destination a screen asks the App to show; features emit routes, and only the App maps them to screens.
///
/// This is the shared vocabulary that lets one feature lead to another without importing it.
public enum AppRoute: Hashable, Sendable {
    /// The characters list at `page` (1-based), narrowed by API filter keys (`name`, `status`, `species`, ...).
    case characterList(page: Int, filters: [String: String])
    /// One character's detail.
    case characterDetail(id: Int)
    /// The episodes list at `page` (1-based), optionally only one season.
    case episodeList(page: Int, season: Int?)
    /// One episode's detail.
    case episodeDetail(id: Int)
}
