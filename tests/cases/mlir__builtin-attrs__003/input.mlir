
"t.containers"() {a = [], b = [1, "x", [2.0 : f32]], c = {}, d = {z = 1, a = 2, "quoted key" = unit}, e = unit, f = i32, g = tensor<2xf32>} : () -> ()
