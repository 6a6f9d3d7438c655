
func.func @f(%a: i32, %c: i1) { %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
 return }
// expected-error@-2 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
