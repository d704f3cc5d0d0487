/// The editor's part of the page's shell (``PageShell``), kept apart from the page's own: its
/// stylesheet and script, the toolbar's button and the panel that `editor.js` fills in. No
/// inline script or style, nothing from a widget.
enum EditorShell {
    static let head = """
        <link rel="stylesheet" href="/static/editor.css">
        <script src="/static/editor.js" defer></script>
        """

    static let toolbarButton = """
        <button type="button" id="edit-dashboard" class="tool" aria-expanded="false" aria-controls="editor">Edit dashboard</button>
        """

    static let panel = """
        <section id="editor" class="editor" aria-labelledby="editor-title" hidden>
        <header class="editor-header"><h2 id="editor-title">Edit the dashboard</h2>
        <button type="button" id="editor-close" class="tool">Done</button></header>
        <p id="editor-note" class="editor-note"></p>
        <h3 id="editor-shown-title">On this dashboard</h3>
        <ol id="editor-shown" class="editor-shown" aria-labelledby="editor-shown-title"></ol>
        <h3 id="editor-gallery-title">Add a widget</h3>
        <ul id="editor-gallery" class="editor-gallery" aria-labelledby="editor-gallery-title"></ul>
        </section>
        """
}
