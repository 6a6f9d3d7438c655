
// scf.index_switch partially dead
func.func @switch(%i: index, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.constant 0 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  }
  case 1 {
    %b = arith.constant 1 : i32
    scf.yield %b, %b : i32, i32
  }
  default {
    %c = arith.constant 2 : i32
    scf.yield %c, %c : i32, i32
  }
  return %r#0 : i32
}

