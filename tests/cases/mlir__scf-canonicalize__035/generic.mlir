"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "parallel_reduce"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.parallel"(%0, %1, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: index):
      %3 = "test.val"(%arg1) : (index) -> f32
      "scf.reduce"(%3) ({
      ^bb0(%arg2: f32, %arg3: f32):
        %4 = "test.combine"(%arg2, %arg3) : (f32, f32) -> f32
        "scf.reduce.return"(%4) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

