import Foundation
import SharedPresentation

/// Why the App could not make a screen for a route.
enum ScreenFactoryError: Error, Hashable, LocalizedError {
    /// None of the features this command composed shows `route`.
    case noFeatureShows(AppRoute, features: [String])

    var errorDescription: String? {
        switch self {
        case .noFeatureShows(_, let features) where features.isEmpty:
            "no feature is built into this App to show it"
        case .noFeatureShows(_, let features):
            "no feature of this command shows it (composed: \(features.joined(separator: ", ")))"
        }
    }
}
