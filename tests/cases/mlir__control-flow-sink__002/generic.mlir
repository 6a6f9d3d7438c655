"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "scf.index_switch"(%0) <{cases = array<i64: 1, 2>}> ({
      %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%1) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

