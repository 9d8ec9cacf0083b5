extension CharactersStrings {
    // Action names, as the script language spells the commands.
    static let nextAction = "next"
    static let previousAction = "prev"
    static let refreshAction = "refresh"
    static let searchAction = "search"
    static let filterAction = "filter"
    static let openAction = "open"
    static let imageAction = "image"
    static let retryAction = "retry"

    // Why a command cannot run now.
    static let pageIsLoading = "a page is still loading"
    static let onLastPage = "this is the last page"
    static let onFirstPage = "this is the first page"
    static let nothingShown = "nothing is shown yet"
    static let nothingFailed = "nothing failed"
    static let characterIsLoading = "the character is still loading"
    static let characterNotLoaded = "the character isn't loaded yet"
    static let unknownPlace = "the API does not know this place"

    /// Why `open WORD` names nothing on a character's detail.
    static func unknownPlaceWord(_ word: String) -> String {
        "A character's detail opens 'origin' or 'location', not '\(word)'."
    }
    static let invalidFilters = "the filters are not valid; search or filter again"

    /// The message for a refused search or filter.
    static func message(for error: CharacterQueryError) -> String {
        switch error {
        case .queryTooShort(let query, let minimumLength):
            "Search for at least \(minimumLength) characters; \"\(query)\" is too short."
        case .unknownFilterKey(let key):
            "Unknown filter '\(key)'. Use one of: \(CharacterFilterKey.allowedList)."
        }
    }
}
