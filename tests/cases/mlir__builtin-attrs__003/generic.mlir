"builtin.module"() ({
  "t.containers"() {a = [], b = [1, "x", [2.000000e+00 : f32]], c = {}, d = {a = 2 : i64, "quoted key", z = 1 : i64}, e, f = i32, g = tensor<2xf32>} : () -> ()
}) : () -> ()

