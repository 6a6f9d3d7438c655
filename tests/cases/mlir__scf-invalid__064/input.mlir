
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() ({
    scf.yield
  }, {}) : () -> ()
  return
}
// expected-error@-5 {{'scf.execute_region' op requires one region}}
