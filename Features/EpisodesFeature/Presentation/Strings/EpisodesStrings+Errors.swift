import FeatureDomain
import SharedPresentation

extension EpisodesStrings {
    /// The friendly message for a failed load: the feature's own errors, else the shared sentences.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as EpisodesError: message(for: error)
        default: LoadFailureText.message(for: error)
        }
    }

    private static func message(for error: EpisodesError) -> String {
        switch error {
        case .episodeNotFound(let id): "Episode \(id) was not found."
        case .pageNotFound(let page): "Page \(page) of the episodes was not found."
        case .invalidPage(let page): "Page \(page) is not a valid page number; pages start at 1."
        case .invalidSeason(let season): "Season \(season) is not a valid season; seasons start at 1."
        }
    }
}
