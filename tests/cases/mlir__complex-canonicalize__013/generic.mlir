"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "int_constant_parts"}> ({
    %0 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32>
    %1 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32>
    "test.use"(%0, %1) : (complex<i32>, complex<i32>) -> ()
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

