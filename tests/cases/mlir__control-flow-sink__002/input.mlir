
// Cases of index_switch, with a constant index.
func.func @switch(%x: i32, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.index_switch %c1 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    scf.yield %b : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

