import Foundation

/// A place in the multiverse: its name, kind and dimension, and who lives there.
struct Location: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    /// Such as "Planet"; empty when the API does not say.
    let type: String
    /// Such as "Dimension C-137"; empty when the API does not say.
    let dimension: String
    /// The residents' character ids, in the order the API lists them.
    let residentIDs: [Int]
    /// The location's address on the server.
    let url: String
    /// When the API created the record, as it wrote it.
    let created: String
}
