import SharedPresentation

/// Every user-visible string of the locations feature.
enum LocationsStrings {
    static let noun = ItemNoun("location")
    static let typeLabel = "Type"
    static let dimensionLabel = "Dimension"
    static let residentsLabel = "Residents"
    static let joiner = " · "

    /// A list row's detail: `Planet · Dimension C-137 · 27 residents`.
    static func rowDetail(_ location: Location) -> String {
        [value(location.type), value(location.dimension), residents(location.residentIDs.count)]
            .joined(separator: joiner)
    }

    /// A resident row's detail: `Alive · Human`.
    static func residentDetail(_ resident: Resident) -> String {
        DisplayWord.capitalized(resident.status) + joiner + DisplayWord.capitalized(resident.species)
    }

    /// A value the API may leave empty or `unknown`, as shown.
    static func value(_ text: String) -> String {
        DisplayWord.capitalized(text)
    }

    /// `1 resident`, `27 residents`.
    static func residents(_ count: Int) -> String {
        count == 1 ? "1 resident" : "\(count) residents"
    }
}
