import SplitMix

/// A deterministic universe of any size in the API's own object shapes, for load and scale testing.
public struct GeneratedUniverse: Sendable, Hashable {
    /// The number of characters, ids `1...characterCount`.
    public let characterCount: Int
    /// The number of locations, ids `1...locationCount`.
    public let locationCount: Int
    /// The number of episodes, ids `1...episodeCount`.
    public let episodeCount: Int

    /// A universe of `characterCount` characters with locations and episodes in the real API's proportions.
    public init(characterCount: Int) {
        self.characterCount = max(1, characterCount)
        locationCount = max(1, (self.characterCount * 126 + 413) / 826)
        episodeCount = max(1, (self.characterCount * 51 + 413) / 826)
    }

    /// The universe as a dataset the replica serves, with `avatars`, or placeholder avatars for every character.
    public func dataset(avatars: (any AvatarSource)? = nil) -> ReplicaDataset {
        // Who appears where, computed once, and both ends of every link made from it.
        let episodeLists = (1...characterCount).map(episodes(ofCharacter:))
        let locations = (1...characterCount).map(location(ofCharacter:))
        var charactersByEpisode = [[Int]](repeating: [], count: episodeCount)
        var residentsByLocation = [[Int]](repeating: [], count: locationCount)
        for id in 1...characterCount {
            for episode in episodeLists[id - 1] {
                charactersByEpisode[episode - 1].append(id)
            }
            residentsByLocation[locations[id - 1] - 1].append(id)
        }
        return ReplicaDataset(
            characters: (1...characterCount).map {
                character($0, episodes: episodeLists[$0 - 1], location: locations[$0 - 1])
            },
            episodes: (1...episodeCount).map { episode($0, characters: charactersByEpisode[$0 - 1]) },
            locations: (1...locationCount).map { location($0, residents: residentsByLocation[$0 - 1]) },
            avatars: avatars ?? PlaceholderAvatarSource(characterCount: characterCount)
        )
    }

    private func location(ofCharacter id: Int) -> Int {
        Int(Self.draw(id, salt: 11) % UInt64(locationCount)) + 1
    }

    private func episodes(ofCharacter id: Int) -> [Int] {
        let home = (id - 1) * episodeCount / characterCount
        let count = Int(Self.draw(id, salt: 7) % 4) + 1
        var episodes = [home + 1]
        for extra in 1..<count {
            let offset = Int(Self.draw(id, salt: 7 &+ UInt64(extra)) % 5)
            episodes.append((home + offset) % episodeCount + 1)
        }
        return Array(Set(episodes)).sorted()
    }

    static func draw(_ id: Int, salt: UInt64) -> UInt64 {
        SplitMix64.finalize(UInt64(truncatingIfNeeded: id) &* SplitMix64.increment &+ salt &* 0xD1B5_4A32_D192_ED03)
    }

    static func pick<Element>(_ choices: [Element], _ id: Int, salt: UInt64) -> Element {
        choices[Int(draw(id, salt: salt) % UInt64(choices.count))]
    }
}
