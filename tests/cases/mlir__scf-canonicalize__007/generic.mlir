"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "for_one_trip"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "scf.for"(%0, %1, %2, %arg0) ({
    ^bb0(%arg1: index, %arg2: i32):
      %4 = "test.op"(%arg1, %arg2) : (index, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "test.consume"(%3) : (i32) -> ()
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

