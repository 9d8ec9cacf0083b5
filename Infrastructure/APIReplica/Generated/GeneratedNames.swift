/// The word lists a generated universe draws its names and fields from; a few hold non-ASCII letters on purpose.
enum GeneratedNames {
    static let statuses = ["Alive", "Alive", "Alive", "Dead", "Dead", "unknown"]
    static let species = [
        "Human", "Human", "Human", "Alien", "Alien", "Humanoid", "Robot", "Animal", "Mythological Creature",
        "Cronenberg", "Poopybutthole", "Disease", "unknown",
    ]
    static let characterTypes = [
        "Parasite", "Genetic experiment", "Clone", "Robot-Humanoid", "Human with antennae", "Superhuman", "Gazorpian",
    ]
    static let genders = ["Male", "Male", "Male", "Female", "Female", "Genderless", "unknown"]
    static let locationTypes = ["Planet", "Planet", "Space station", "Microverse", "Dimension", "Resort", "Dream", ""]
    static let dimensions = [
        "Dimension C-137", "Replacement Dimension", "Cronenberg Dimension", "Fantasy Dimension", "Dimension J19ζ7",
        "unknown", "",
    ]

    private static let givenNames = [
        "Rick", "Morty", "Summer", "Beth", "Jerry", "Squanchy", "Gearhead", "Krombopulos", "Tammy", "Glootie",
        "Noob-Noob", "Zeep", "Ábradolf", "Unity", "Revolio", "Pencilvester", "Ethan", "Jessica", "Scary", "Kevin",
    ]
    private static let familyNames = [
        "Sanchez", "Smith", "Prime", "Xanthar", "Guetermann", "Clockberg", "Lincler", "Poopybutthole", "Vagina",
        "Mc’Gee", "Doofus", "Ζeta", "Bloom", "Needful", "Michael",
    ]
    private static let placeWords = [
        "Earth", "Gazorpazorp", "Bird World", "Anatomy Park", "Purge Planet", "Citadel", "Froopyland", "Alphabetrium",
        "Árboles Mentirosos", "Blips and Chitz", "Gromflom Prime", "Squanch", "Planet Squanch", "Nuptia",
    ]
    private static let episodeWords = [
        "Pilot", "Lawnmower", "Anatomy", "Meeseeks", "Rixty", "Ricksy", "Auto", "Total", "Pickle", "Vindicators",
        "Morty’s", "Mind", "Bender", "Schwifty", "Rickshank", "Interdimensional", "Cable",
    ]

    static func character(_ id: Int) -> String {
        let given = GeneratedUniverse.pick(givenNames, id, salt: 20)
        let family = GeneratedUniverse.pick(familyNames, id, salt: 21)
        return "\(given) \(family) (C-\(id % 997))"
    }

    static func location(_ id: Int) -> String {
        "\(GeneratedUniverse.pick(placeWords, id, salt: 22)) (J-\(id))"
    }

    static func episode(_ id: Int) -> String {
        let first = GeneratedUniverse.pick(episodeWords, id, salt: 23)
        let second = GeneratedUniverse.pick(episodeWords, id, salt: 24)
        return "\(first) \(second) \(id)"
    }
}
