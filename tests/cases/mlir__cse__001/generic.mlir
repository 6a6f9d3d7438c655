"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (i32, i32, i64, i64, index, index), sym_name = "different"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %4 = "arith.index_cast"(%arg0) : (i32) -> index
    %5 = "arith.index_cast"(%arg1) : (i64) -> index
    %6 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    %7 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> {bar} : (i32, i32) -> i32
    %8 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    "foo.use"(%6, %7, %8) : (i32, i32, i32) -> ()
    "func.return"(%0, %1, %2, %3, %4, %5) : (i32, i32, i64, i64, index, index) -> ()
  }) : () -> ()
}) : () -> ()

