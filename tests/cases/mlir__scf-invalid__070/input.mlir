
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op requires attribute 'cases'}}
