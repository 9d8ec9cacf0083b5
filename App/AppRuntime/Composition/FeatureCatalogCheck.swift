import FeatureKit
import HeadlessHost

/// Checks that the features of a catalog fit together and beside the App's own words.
struct FeatureCatalogCheck {
    let manifests: [FeatureManifest]
    let appCommands: [String]
    let appOptions: Set<String>

    var unansweredOpens: [String] {
        let answered = Set(manifests.flatMap(\.routes))
        return manifests.flatMap { manifest in
            manifest.opens.filter { !answered.contains($0.rawValue) }.map { route in
                "'\(manifest.name)' opens route '\(route)', which no feature of this App answers"
            }
        }
    }

    var problems: [String] {
        var problems: [String] = []
        var features: Set<String> = []
        var commands: [String: String] = [:]
        var routes: [String: String] = [:]
        var words: [String: String] = [:]
        var options: [String: String] = [:]
        let reserved = Set((ScriptHelp.hostVerbs + ScriptHelp.shellWords).flatMap(\.words)).union(appCommands)
        for manifest in manifests {
            for action in manifest.actions {
                if reserved.contains(action.name) {
                    problems.append("'\(manifest.name)' declares action '\(action.name)', a word of the App")
                }
                if let owner = commands.updateValue(manifest.name, forKey: action.name) {
                    problems.append(
                        "action '\(action.name)' of '\(manifest.name)' has the name of a command of '\(owner)'")
                }
            }
            for option in manifest.options {
                if appOptions.contains("--\(option.name)") {
                    problems.append("'\(manifest.name)' declares option '--\(option.name)', an option of the App")
                }
                if let owner = options.updateValue(manifest.name, forKey: option.name) {
                    problems.append("option '--\(option.name)' is declared by both '\(owner)' and '\(manifest.name)'")
                }
            }
            if !features.insert(manifest.name).inserted {
                problems.append("two features are named '\(manifest.name)'")
            }
            for route in manifest.routes {
                if let owner = routes.updateValue(manifest.name, forKey: route) {
                    problems.append("route '\(route)' is answered by both '\(owner)' and '\(manifest.name)'")
                }
            }
            for command in manifest.commands {
                if reserved.contains(command.name) {
                    problems.append("'\(manifest.name)' declares command '\(command.name)', a word of the App")
                }
                if let owner = commands.updateValue(manifest.name, forKey: command.name) {
                    problems.append("command '\(command.name)' is declared by both '\(owner)' and '\(manifest.name)'")
                }
                if !manifest.routes.contains(command.route) {
                    problems.append(
                        "command '\(command.name)' shows '\(command.route)', which '\(manifest.name)' does not answer")
                }
                if let word = command.followedBy, !manifest.scriptWords.contains(where: { $0.name == word }) {
                    problems.append(
                        "command '\(command.name)' is followed by '\(word)', not a script word of '\(manifest.name)'")
                }
            }
            for route in manifest.routes
            where !manifest.commands.contains(where: { $0.name == route && $0.route == route }) {
                problems.append(
                    "route '\(route)' of '\(manifest.name)' has no command of the same name to write it in a script")
            }
            for word in manifest.scriptWords {
                if reserved.contains(word.name) {
                    problems.append("'\(manifest.name)' declares script word '\(word.name)', a word of the App")
                }
                if let owner = words.updateValue(manifest.name, forKey: word.name), owner != manifest.name {
                    problems.append("script word '\(word.name)' is declared by both '\(owner)' and '\(manifest.name)'")
                }
            }
        }
        return problems
    }
}
