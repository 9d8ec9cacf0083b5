import FeatureDomain

/// A place in the multiverse: its name, kind and dimension, and who lives there.
struct Location: APIItem {
    let basics: ItemBasics
    /// Such as "Planet"; empty when the API does not say.
    let type: String
    /// Such as "Dimension C-137"; empty when the API does not say.
    let dimension: String
    /// The residents' character ids, in the order the API lists them.
    let residentIDs: [Int]
}
