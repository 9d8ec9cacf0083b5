/// A headless screen: the view model the App drives with commands and renders from snapshots.
@MainActor
public protocol Screen: AnyObject {
    /// What the screen shows now, as a render-ready presentation model.
    var snapshot: ScreenSnapshot { get }
    /// The images of the items it shows (a row's or a detail's avatar), loaded by id; nil when its items have none.
    var images: ItemImages? { get }
    /// The screen became visible: starts its first load (once; a second call does nothing).
    func appear()
    /// Starts `command`; returns a route when the command asks to show another screen.
    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute?
    /// Waits until every load and debounce this screen started has finished.
    func settle() async
    /// The screen went away: cancels its in-flight work.
    func disappear()
    /// Why the work `command` started failed, once settled; nil unless it failed on its own (not in the status).
    func failure(of command: ScreenCommand) -> String?
}
