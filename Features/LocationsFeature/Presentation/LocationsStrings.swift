import SharedPresentation

/// The words of the locations feature.
enum LocationsStrings {
    static let residentsTitle = "Residents"

    /// `1 resident`, `27 residents`.
    static func residents(_ count: Int) -> String {
        count == 1 ? "1 resident" : "\(count) residents"
    }
}
