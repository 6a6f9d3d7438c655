module {
  func.func @switch(%arg0: i32, %arg1: index) -> i32 {
    %c1 = arith.constant 1 : index
    %0 = scf.index_switch %c1 -> i32 
    case 1 {
      %1 = arith.addi %arg0, %arg0 : i32
      scf.yield %1 : i32
    }
    case 2 {
      %1 = arith.muli %arg0, %arg0 : i32
      scf.yield %1 : i32
    }
    default {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    return %0 : i32
  }
}

