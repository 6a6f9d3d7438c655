module {
  func.func @g(%arg0: index, %arg1: i32) -> i32 {
    %0 = scf.while : () -> i32 {
      %4 = "test.c"() : () -> i1
      %5 = "test.v"() : () -> i32
      scf.condition(%4) %5 : i32
    } do {
    ^bb0(%arg2: i32):
      "test.use"(%arg2) : (i32) -> ()
      scf.yield
    }
    %1:2 = scf.while (%arg2 = %arg1, %arg3 = %arg0) : (i32, index) -> (index, i32) {
      %4 = "test.c"() : () -> i1
      scf.condition(%4) %arg3, %arg2 : index, i32
    } do {
    ^bb0(%arg2: index, %arg3: i32):
      scf.yield %arg3, %arg2 : i32, index
    }
    %2:2 = scf.index_switch %arg0 {sw} -> i32, index 
    case -5 {
      scf.yield %arg1, %arg0 : i32, index
    }
    case 9223372036854775806 {
      scf.yield %arg1, %arg0 : i32, index
    }
    default {
      scf.yield %arg1, %arg0 : i32, index
    }
    scf.parallel (%arg2, %arg3) = (%arg0, %arg0) to (%arg0, %arg0) step (%arg0, %arg0) {
      "test.body"() : () -> ()
      scf.reduce 
    } {par}
    %3 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> i32 {
      scf.reduce(%arg1 : i32) {
      ^bb0(%arg3: i32, %arg4: i32):
        scf.reduce.return %arg3 : i32
      } {red}
    }
    return %0 : i32
  }
}

