// ARGS: -symbol-privatize='exclude={x,y},"z w"' -strip-debuginfo --print-op-stats=json --topological-sort= '-snapshot-op-locations=filename=/dev/null print-op-generic tag={a b}' --dump-pass-pipeline
// MERGED: the pipeline is dumped before it runs; print-op-stats writes to stderr
func.func private @f() {
  return
}
