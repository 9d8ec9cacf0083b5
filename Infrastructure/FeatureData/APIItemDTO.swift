import FeatureDomain

/// An API item exactly as the server sends it: the basics every item has (`id`, `name`, `url`, `created`), read
/// here once, and the feature's own fields, read by its DTO from the same object.
public struct APIItemDTO<Fields: ItemDTO>: IdentifiedDTO, DomainConvertible {
    /// What every item has.
    public let basics: ItemBasics
    /// The feature's own fields.
    public let fields: Fields

    private enum CodingKeys: String, CodingKey {
        case id, name, url, created
    }

    /// The item's id as the server sent it.
    public var id: Int { basics.id }

    /// Reads the basics, then the feature's fields of the same object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        basics = ItemBasics(
            id: try container.decode(Int.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            url: try container.decode(String.self, forKey: .url),
            created: try container.decode(String.self, forKey: .created))
        fields = try Fields(from: decoder)
    }

    /// The feature's domain item.
    public func toDomain() -> Fields.Domain {
        fields.toDomain(basics)
    }
}
