
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-11 {{'scf.index_switch' op has duplicate case value: 1}}
