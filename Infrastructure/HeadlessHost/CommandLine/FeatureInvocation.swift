import SharedPresentation

/// A feature command as given: the route it shows and, for `image ID`, the script word then performed on it.
public struct FeatureInvocation: Hashable, Sendable {
    /// The command's name, such as "image".
    public var command: String
    /// The route the command shows.
    public var route: AppRoute
    /// The command performed on the shown screen afterwards, if any.
    public var followUp: ScreenCommand?

    /// The command as typed: `image 1`, `location 20 --all` (a detail shown with every row), `characters --name rick`.
    public func commandText(showsEveryRow: Bool = false) -> String {
        let flags = route.flags.union(showsEveryRow && route.id != nil ? [FeatureRoutes.everyRowFlag] : [])
        return AppRoute(command, id: route.id, options: route.options, flags: flags).description
    }

    /// The script steps a one-shot run of the command takes: show the route, then the follow-up.
    public var steps: [ScriptStep] {
        [.show(route)] + (followUp.map { [ScriptStep.perform($0)] } ?? [])
    }
}
