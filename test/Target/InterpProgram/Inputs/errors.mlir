// uop.unmul is a placeholder that simplification removes: it has no meaning
// to run.
uop.kernel @unmul {
  %c4 = uop.const 4 : i32
  // expected-error @below {{'uop.unmul' op cannot be interpreted}}
  %u = uop.unmul %c4, %c4 : i32, i32
  uop.sink
}

// -----

// expected-error @below {{expected one uop.kernel, found 0}}
module {
}
