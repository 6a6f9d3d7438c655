"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> (i32, index), sym_name = "muli_constants"}> ({
  ^bb0(%arg0: i32, %arg1: index):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = -5 : index}> : () -> index
    %6 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.muli"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%3, %7) : (i32, index) -> ()
  }) : () -> ()
}) : () -> ()

