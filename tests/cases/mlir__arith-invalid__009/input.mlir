
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.cmpi"(%i, %i) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}
// expected-error@-3 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
