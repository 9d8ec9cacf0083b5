import Foundation

/// The module table of `Project.md` ("## Module graph": `| module | folder | depends on | what it is |`), each
/// module with what its "depends on" column names.
struct ModuleTable {
    /// One row: the module and the modules it depends on, as written ("–" is none; "the feature dependencies" and
    /// "every feature" are words the table uses for sets, kept as they are).
    struct Row: Equatable {
        var module: String
        var folder: String
        var dependsOn: [String]
    }

    /// The phrase the table uses for the dependencies every feature shares.
    static let featureDependencies = "the feature dependencies"
    /// The phrase the table uses for every feature of the catalog.
    static let everyFeature = "every feature"

    let rows: [Row]

    /// Reads the table from `markdown`, the text of `Project.md`.
    init(markdown: String) throws {
        guard let start = markdown.range(of: "## Module graph") else { throw ModuleTableError.noModuleGraphSection }
        let section = markdown[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        rows = section[..<end].split(separator: "\n").compactMap(Self.row)
        if rows.isEmpty { throw ModuleTableError.noRows }
    }

    /// The row of `module`, if the table has one.
    func row(_ module: String) -> Row? {
        rows.first { $0.module == module }
    }

    private static func row(_ line: Substring) -> Row? {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // "", module, folder, depends on, what it is, ""
        guard cells.count >= 5, cells[1].hasPrefix("`") else { return nil }
        let dependsOn = cells[3].split(separator: ";").first.map(String.init) ?? ""
        let names =
            dependsOn == "–" || dependsOn.isEmpty
            ? []
            : dependsOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return Row(module: unquoted(cells[1]), folder: unquoted(cells[2]), dependsOn: names.map(unquoted))
    }

    private static func unquoted(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
    }
}

/// Why `Project.md`'s module table could not be read.
enum ModuleTableError: Error, CustomStringConvertible {
    case noModuleGraphSection
    case noRows

    var description: String {
        switch self {
        case .noModuleGraphSection: "Project.md has no \"## Module graph\" section"
        case .noRows: "Project.md's \"## Module graph\" section has no module table rows"
        }
    }
}
