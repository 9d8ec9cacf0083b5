/// What a test reads from a cached list page: its info and each result's id and name.
struct PageContents: Decodable, Equatable {
    struct Info: Decodable, Equatable {
        var count: Int
        var pages: Int
    }

    struct Item: Decodable, Equatable {
        var id: Int
        var name: String
    }

    var info: Info
    var results: [Item]
}
