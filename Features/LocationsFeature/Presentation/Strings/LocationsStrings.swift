import FeatureDomain
import SharedPresentation

/// Every user-visible string of the locations feature.
enum LocationsStrings {
    static let listScreenName = "Locations"
    static let detailScreenName = "Location"
    static let listTitle = "Locations"
    static let typeLabel = "Type"
    static let dimensionLabel = "Dimension"
    static let residentsLabel = "Residents"
    static let residentsTitle = "Residents"
    static let noResidents = "No residents."
    static let unknownValue = "Unknown"
    static let joiner = " · "

    /// `Page 2 of 7 · type: Planet`.
    static func pageSubtitle(page: LocationPage, filter: LocationFilter) -> String {
        let position = page.pageCount == 0 ? "No matches" : "Page \(page.number) of \(page.pageCount)"
        let terms = filter.entries.map { "\($0.key): \($0.value)" }
        return ([position] + terms).joined(separator: joiner)
    }

    /// What an empty page says, naming each filter, such as `No locations match type "Planet".`.
    static func noMatch(_ filter: LocationFilter) -> String {
        let terms = filter.entries.map { "\($0.key) \"\($0.value)\"" }.joined(separator: ", ")
        return terms.isEmpty ? "No locations." : "No locations match \(terms)."
    }

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

    /// The detail's title before the location is loaded.
    static func placeholderTitle(id: Int) -> String {
        "Location \(id)"
    }

    /// The friendly message for a failed load: the feature's own errors, else the shared sentences.
    static func message(for error: any Error) -> String {
        switch error {
        case LocationsError.locationNotFound(let id): "Location \(id) was not found."
        case LocationsError.pageNotFound(let page): "Page \(page) of the locations doesn't exist."
        case LocationsError.unknownFilterKey(let key):
            "Locations are not filtered by '\(key)'. Use one of: \(LocationFilter.keys.joined(separator: ", "))."
        default: LoadFailureText.message(for: error)
        }
    }

    /// Why a command cannot run now.
    static let loading = "the page is still loading"
    static let firstPage = "this is the first page"
    static let lastPage = "this is the last page"
    static let nothingFailed = "nothing failed"
}
