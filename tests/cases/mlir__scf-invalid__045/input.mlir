
func.func @switch_duplicate_case(%arg0: index) {
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
// expected-error@-12 {{'scf.index_switch' op has duplicate case value: 0}}
