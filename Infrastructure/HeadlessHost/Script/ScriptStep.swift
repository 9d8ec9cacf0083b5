import SharedPresentation

/// One command of the script language (and of `shell`), parsed.
public enum ScriptStep: Hashable, Sendable {
    /// `characters ...`, `character ID`, `episodes ...`, `episode ID`: show the route as the only screen.
    case show(AppRoute)
    /// `next`, `open ID`, `search TEXT`, `image ID`, ...: a command for the screen on top.
    case perform(ScreenCommand)
    /// A feature's action, such as `favorite 3`: change state and print the result, whatever screen is on top.
    case act(ActionRequest)
    /// `back`: close the screen on top.
    case back
    /// `wait MS`: let time pass.
    case wait(Duration)
    /// `expect TEXT`: the screen on top shows `TEXT`.
    case expect(String)
    /// `expect-not TEXT`: the screen on top does not show `TEXT`.
    case expectNot(String)
}
