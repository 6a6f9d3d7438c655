module {
  func.func @switch(%arg0: index, %arg1: memref<i32>) -> i32 {
    %0:2 = scf.index_switch %arg0 -> i32, i32 
    case 0 {
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %arg1[] : memref<i32>
      scf.yield %c0_i32, %c0_i32 : i32, i32
    }
    case 1 {
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32, %c1_i32 : i32, i32
    }
    default {
      %c2_i32 = arith.constant 2 : i32
      scf.yield %c2_i32, %c2_i32 : i32, i32
    }
    return %0#0 : i32
  }
}

