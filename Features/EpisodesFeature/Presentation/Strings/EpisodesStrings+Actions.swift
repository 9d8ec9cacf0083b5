extension EpisodesStrings {
    /// The script verbs the screens offer as actions.
    enum Action {
        static let more = "more"
        static let refresh = "refresh"
        static let open = "open"
        static let retry = "retry"
    }

    /// Why a command cannot run now.
    enum Unavailable {
        static let loading = "the episodes are still loading"
        static let lastPage = "every episode is already loaded"
        static let nothingFailed = "nothing failed"
        static let notLoaded = "nothing is loaded yet"
    }
}
