// ARGS: --split-input-file
// MERGED: the expected-* comments are reported once all chunks are done
func.func @a() {
  return
}
// -----
// expected-error @+1 {{foo}}
func.func @b() {
  return
}
// -----
"foo.x"() : () -> ()
// -----
// expected-error @+1 {{bar}}
func.func @c() {
  return
}
