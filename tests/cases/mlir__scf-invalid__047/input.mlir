
func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  scf.index_switch %arg0 -> index
  case 0 {
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}
// expected-error@-9 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
// expected-note@-8 {{case region #0 returns 'i32' here}}
