"builtin.module"() ({
  "func.func"() <{function_type = (i1, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "scf.if"(%arg0) ({
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %20 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%19) : (i32) -> ()
    }, {
      %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %17 = "arith.constant"() <{value = 0 : index}> : () -> index
      "scf.yield"(%16) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "scf.for"(%1, %arg1, %2, %3) ({
    ^bb0(%arg2: index, %arg3: i32):
      %14 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %15 = "arith.addi"(%arg3, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "test.op"() ({
      %13 = "arith.constant"() <{value = 0 : index}> : () -> index
      "test.term"() : () -> ()
    }) : () -> index
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %11 = "test.x"() : () -> f32
    %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

