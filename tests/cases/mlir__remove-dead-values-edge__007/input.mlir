
// index_switch with no results and dead operands
func.func @switch_noresult(%i: index, %v: i32, %m: memref<i32>) {
  %d = arith.addi %v, %v : i32
  scf.index_switch %i
  case 3 {
    memref.store %v, %m[] : memref<i32>
    scf.yield
  }
  default {
  }
  return
}
