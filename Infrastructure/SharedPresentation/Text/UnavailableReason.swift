/// Why a command cannot run now, as the shared screens word it after "'next' is not available: ".
public enum UnavailableReason {
    /// A page (or the first page) is loading.
    public static let pageLoading = "a page is still loading"
    /// `next` on the last page.
    public static let lastPage = "this is the last page"
    /// `prev` on the first page.
    public static let firstPage = "this is the first page"
    /// A command that needs loaded content before anything loaded.
    public static let nothingShown = "nothing is shown yet"
    /// `retry` when nothing failed, or only what a retry cannot help.
    public static let nothingFailed = "nothing failed that a retry can help"
    /// `refresh` on a list whose route was refused.
    public static let invalidFilters = "the filters are not valid; search or filter again"

    /// `more` once every page is loaded.
    public static func everythingLoaded(_ noun: ItemNoun) -> String {
        "every \(noun.singular) is loaded already"
    }

    /// A detail's command while its item loads.
    public static func itemLoading(_ noun: ItemNoun) -> String {
        "the \(noun.singular) is still loading"
    }

    /// A detail's command that needs its item before it is loaded.
    public static func itemNotLoaded(_ noun: ItemNoun) -> String {
        "the \(noun.singular) isn't loaded yet"
    }
}
