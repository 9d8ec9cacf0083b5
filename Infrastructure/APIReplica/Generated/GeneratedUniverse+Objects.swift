extension GeneratedUniverse {
    private static let base = URLPrefixRewrite.realAPIBase

    func character(_ id: Int, episodes: [Int], location: Int) -> ReplicaRecord {
        let name = GeneratedNames.character(id)
        let fields = [
            "name": name,
            "status": Self.pick(GeneratedNames.statuses, id, salt: 1),
            "species": Self.pick(GeneratedNames.species, id, salt: 2),
            "type": Self.draw(id, salt: 3) % 2 == 0 ? "" : Self.pick(GeneratedNames.characterTypes, id, salt: 4),
            "gender": Self.pick(GeneratedNames.genders, id, salt: 5),
        ]
        let originID = Self.draw(id, salt: 6) % 5 == 0 ? nil : Int(Self.draw(id, salt: 8) % UInt64(locationCount)) + 1
        let object = OrderedJSON.object(
            [
                member("id", .number(String(id))),
                member("name", .string(name)),
            ] + ["status", "species", "type", "gender"].map { member($0, .string(fields[$0] ?? "")) } + [
                member("origin", place(originID)),
                member("location", place(location)),
                member("image", .string("\(Self.base)/character/avatar/\(id).jpeg")),
                member("episode", urls(episodes, of: "episode")),
                member("url", .string("\(Self.base)/character/\(id)")),
                member("created", .string(CivilDate.timestamp(daysAfterLaunch: id / 50, id: id))),
            ]
        )
        return ReplicaRecord(id: id, resource: .character, object: object)
    }

    func episode(_ id: Int, characters: [Int]) -> ReplicaRecord {
        let name = GeneratedNames.episode(id)
        let code = "S" + Self.twoDigits((id - 1) / 10 + 1) + "E" + Self.twoDigits((id - 1) % 10 + 1)
        let object = OrderedJSON.object([
            member("id", .number(String(id))),
            member("name", .string(name)),
            member("air_date", .string(CivilDate.airDate(week: id - 1))),
            member("episode", .string(code)),
            member("characters", urls(characters, of: "character")),
            member("url", .string("\(Self.base)/episode/\(id)")),
            member("created", .string(CivilDate.timestamp(daysAfterLaunch: 6, id: id))),
        ])
        return ReplicaRecord(id: id, resource: .episode, object: object)
    }

    func location(_ id: Int, residents: [Int]) -> ReplicaRecord {
        let fields = [
            "name": GeneratedNames.location(id),
            "type": Self.pick(GeneratedNames.locationTypes, id, salt: 9),
            "dimension": Self.pick(GeneratedNames.dimensions, id, salt: 10),
        ]
        let object = OrderedJSON.object(
            [member("id", .number(String(id)))]
                + ["name", "type", "dimension"].map { member($0, .string(fields[$0] ?? "")) } + [
                    member("residents", urls(residents, of: "character")),
                    member("url", .string("\(Self.base)/location/\(id)")),
                    member("created", .string(CivilDate.timestamp(daysAfterLaunch: 6, id: id))),
                ]
        )
        return ReplicaRecord(id: id, resource: .location, object: object)
    }

    private func place(_ locationID: Int?) -> OrderedJSON {
        guard let locationID else {
            return .object([member("name", .string("unknown")), member("url", .string(""))])
        }
        return .object([
            member("name", .string(GeneratedNames.location(locationID))),
            member("url", .string("\(Self.base)/location/\(locationID)")),
        ])
    }

    private func urls(_ ids: [Int], of resource: String) -> OrderedJSON {
        .array(ids.map { .string("\(Self.base)/\(resource)/\($0)") })
    }

    private func member(_ key: String, _ value: OrderedJSON) -> OrderedJSON.Member {
        OrderedJSON.Member(key: key, value: value)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}
