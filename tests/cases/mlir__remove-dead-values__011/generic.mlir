"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "reduce"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3:2 = "scf.parallel"(%0, %arg0, %1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg1: index):
      %4 = "arith.index_cast"(%arg1) : (index) -> i32
      "scf.reduce"(%4, %4) ({
      ^bb0(%arg4: i32, %arg5: i32):
        %6 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%6) : (i32) -> ()
      }, {
      ^bb0(%arg2: i32, %arg3: i32):
        %5 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%5) : (i32) -> ()
      }) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%3#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

