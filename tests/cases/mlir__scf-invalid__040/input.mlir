
func.func @execute_region() {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
// expected-error@-6 {{'scf.execute_region' op region cannot have any arguments}}
