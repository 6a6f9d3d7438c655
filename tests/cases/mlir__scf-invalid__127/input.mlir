
func.func @f(%c: i1, %x: i32) {
  %r = scf.execute_region {
    scf.yield %x : i32
  }
  return
}
// expected-error@-5 {{cannot name an operation with no results}}
