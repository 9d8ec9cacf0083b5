/// A feature's item of the API: its basics (id, name, address, creation), which the kit reads, maps and writes as
/// data, beside the fields the feature declares.
public protocol APIItem: Identifiable, Hashable, Sendable where ID == Int {
    /// What every item of the API has.
    var basics: ItemBasics { get }
}

extension APIItem {
    /// The API's id.
    public var id: Int { basics.id }
    /// The item's name.
    public var name: String { basics.name }
}
